import type { ReactNode } from 'react';
import type { IconType } from 'react-icons';
import { HiOutlinePencil, HiOutlineTrash } from 'react-icons/hi';
import { Button } from '#web/components/ui/button.tsx';

/** One About feature or Privacy card in its editor's list: icon, title, body, Edit and Delete (the edited one ringed). */
export function IconListItem({
  icon: Icon,
  title,
  children,
  isEditing,
  editLabel,
  deleteLabel,
  onEdit,
  onDelete,
  testId,
}: {
  icon: IconType;
  title: string;
  children: ReactNode;
  isEditing: boolean;
  editLabel: string;
  deleteLabel: string;
  onEdit: () => void;
  onDelete: () => void;
  testId?: string;
}) {
  return (
    <li
      data-testid={testId}
      className={`flex gap-3 rounded-xl border p-4 ${isEditing ? 'border-brand-500 ring-2 ring-brand-500/30' : 'border-slate-200 dark:border-slate-700'}`}
    >
      <span
        aria-hidden="true"
        className="flex h-10 w-10 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-xl text-brand-600 dark:bg-slate-800 dark:text-brand-500"
      >
        <Icon />
      </span>
      <div className="min-w-0 flex-1">
        <p className="font-semibold break-words text-slate-900 dark:text-white">{title}</p>
        {children}
      </div>
      <div className="flex shrink-0 flex-col gap-1 sm:flex-row">
        <Button variant="ghost" size="icon" aria-label={editLabel} onClick={onEdit}>
          <HiOutlinePencil aria-hidden="true" />
        </Button>
        <Button
          variant="ghost"
          size="icon"
          className="text-red-700 dark:text-red-400"
          aria-label={deleteLabel}
          onClick={onDelete}
        >
          <HiOutlineTrash aria-hidden="true" />
        </Button>
      </div>
    </li>
  );
}
