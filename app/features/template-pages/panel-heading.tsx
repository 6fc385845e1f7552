/** The heading of a dashboard panel, with an optional line of text under it. */
export function PanelHeading({ title, text }: { title: string; text?: string }) {
  return (
    <div className="mb-8 border-neutral-200 border-b pb-6 dark:border-neutral-700">
      <h2 className="font-semibold text-neutral-900 text-xl sm:text-2xl dark:text-neutral-100">
        {title}
      </h2>
      {text && <p className="mt-2 text-neutral-500 text-sm dark:text-neutral-400">{text}</p>}
    </div>
  );
}
