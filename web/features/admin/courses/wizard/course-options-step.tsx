import { useTranslation } from '#web/i18n/react.tsx';
import { HiPlus, HiTrash } from 'react-icons/hi';
import { toast } from 'sonner';
import { Button } from '#web/components/ui/button.tsx';
import { useFocusAfterRender } from '#web/components/ui/use-focus-after-render.ts';
import { inputClass } from '../../ui/form-controls.tsx';
import { StepButtons } from './step-buttons.tsx';
import { checkOptionsNext } from './wizard-checks.ts';
import type { TitleListName } from './wizard-state.ts';
import type { StepProps } from './wizard-types.ts';

function TitleList({ list, state, dispatch }: StepProps & { list: TitleListName }) {
  const { t } = useTranslation('admin-courses');
  const items = state[list];
  const focusAfter = useFocusAfterRender();
  const add = () => {
    dispatch({ type: 'addTitle', list });
    focusAfter(() => document.getElementById(`${list}-${items.length}`));
  };
  return (
    <fieldset className="rounded-2xl border border-slate-200 p-4 sm:p-5 dark:border-slate-800">
      <legend className="px-1 text-base font-semibold text-slate-900 dark:text-white">
        {t(`options.${list}.legend`)}
      </legend>
      <ul className="space-y-3">
        {items.map((item, index) => (
          <li key={index} className="flex items-center gap-2">
            <label htmlFor={`${list}-${index}`} className="sr-only">
              {t(`options.${list}.item`, { n: index + 1 })}
            </label>
            <input
              id={`${list}-${index}`}
              className={inputClass}
              placeholder={t(`options.${list}.placeholder`)}
              value={item.title}
              onChange={(e) => dispatch({ type: 'setTitle', list, index, title: e.target.value })}
            />
            {items.length > 1 && (
              <Button
                variant="ghost"
                size="icon"
                aria-label={t(`options.${list}.remove`, { n: index + 1 })}
                onClick={() => {
                  dispatch({ type: 'removeTitle', list, index });
                  // the focus goes to the item that takes the removed one's place, else the one before it
                  focusAfter(() => document.getElementById(`${list}-${Math.min(index, items.length - 2)}`));
                }}
              >
                <HiTrash aria-hidden="true" className="h-4 w-4 text-red-600 dark:text-red-400" />
              </Button>
            )}
          </li>
        ))}
      </ul>
      <Button variant="outline" size="sm" className="mt-3" onClick={add}>
        <HiPlus aria-hidden="true" className="h-4 w-4" />
        {t(`options.${list}.add`)}
      </Button>
    </fieldset>
  );
}

/** Step 2, Course Options: benefits and prerequisites, at least one of each kept. */
export function CourseOptionsStep(props: StepProps) {
  const { state, dispatch } = props;
  const onNext = () => {
    const message = checkOptionsNext(state);
    if (message) toast.error(message);
    else dispatch({ type: 'goTo', step: 2 });
  };
  return (
    <div className="space-y-6">
      <TitleList list="benefits" {...props} />
      <TitleList list="prerequisites" {...props} />
      <StepButtons onPrev={() => dispatch({ type: 'goTo', step: 0 })} onNext={onNext} />
    </div>
  );
}
