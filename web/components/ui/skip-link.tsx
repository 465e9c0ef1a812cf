/**
 * "Skip to content": moves focus (and with it the view) to the page's main region. It does not follow its `#id`
 * address: a hash change is a POP navigation for React Router, which an editor's unsaved-changes blocker would then
 * be asked about (and warns that it cannot block). Without script the plain anchor still works.
 */
export function SkipLink({ target, children }: { target: string; children: string }) {
  return (
    <a
      href={`#${target}`}
      onClick={(event) => {
        const main = document.getElementById(target);
        if (!main) return;
        event.preventDefault();
        main.focus();
      }}
      className="sr-only z-[70] rounded-lg bg-brand-600 px-4 py-2 font-medium text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
    >
      {children}
    </a>
  );
}
