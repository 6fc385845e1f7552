import { HONEYPOT_FIELD } from "#app/lib/honeypot.ts";

/** The hidden field only bots fill (app/lib/honeypot.ts): off-screen, out of the tab order. */
export function HoneypotField() {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
      <label>
        Leave this field empty
        <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}
