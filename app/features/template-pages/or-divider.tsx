/** The 'OR' line between the social buttons and the e-mail form. */
export function OrDivider() {
  return (
    <div className="relative my-8 text-center">
      <span className="relative z-10 inline-block bg-white px-4 font-medium text-neutral-500 text-sm dark:bg-neutral-900 dark:text-neutral-400">
        OR
      </span>
      <div
        aria-hidden="true"
        className="absolute top-1/2 left-0 w-full border-neutral-200 border-t dark:border-neutral-700"
      />
    </div>
  );
}
