import type {
  InputHTMLAttributes,
  ReactNode,
  SelectHTMLAttributes,
  TextareaHTMLAttributes,
} from "react";
import { ChevronDownIcon } from "#app/components/ui/icons/outline.tsx";

/** The look of every text control: rounded, soft border, primary focus ring, red when invalid. */
const CONTROL_CLASS =
  "block w-full rounded-2xl border border-neutral-200 bg-white px-4 py-3 text-sm text-neutral-900 shadow-sm transition placeholder:text-neutral-400 focus:border-primary-400 focus:outline-none focus:ring-3 focus:ring-primary-200/60 aria-[invalid=true]:border-red-500 dark:border-neutral-700 dark:bg-neutral-800 dark:text-neutral-100 dark:placeholder:text-neutral-500 dark:focus:ring-primary-500/30";

/** The visible mark of a required field (the control itself carries `required`). */
function RequiredMark() {
  return (
    <span aria-hidden="true" className="ml-0.5 text-red-500">
      *
    </span>
  );
}

interface ShellProps {
  id: string;
  label: string;
  required?: boolean;
  hint?: ReactNode;
  error?: string;
  /** Something at the right of the label, e.g. a 'Forgot password?' link. */
  aside?: ReactNode;
  children: ReactNode;
}

/** Label (with the required mark), control, hint and error message, wired for assistive tech. */
function FieldShell({ id, label, required, hint, error, aside, children }: ShellProps) {
  return (
    <div>
      <div className="mb-1.5 flex items-baseline justify-between gap-4">
        <label htmlFor={id} className="font-medium text-neutral-800 text-sm dark:text-neutral-200">
          {label}
          {required && <RequiredMark />}
        </label>
        {aside}
      </div>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="mt-1.5 text-neutral-500 text-xs dark:text-neutral-400">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1.5 text-red-600 text-sm dark:text-red-400">
          {error}
        </p>
      )}
    </div>
  );
}

/** The aria-describedby of a control: its hint and error, when present. */
function describedBy(id: string, hint?: ReactNode, error?: string): string | undefined {
  const ids = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean);
  return ids.length > 0 ? ids.join(" ") : undefined;
}

interface FieldProps {
  label: string;
  hint?: ReactNode;
  error?: string;
  aside?: ReactNode;
}

type InputFieldProps = FieldProps & InputHTMLAttributes<HTMLInputElement> & { name: string };

export function TextField({ label, hint, error, aside, id, className, ...input }: InputFieldProps) {
  const fieldId = id ?? `field-${input.name}`;
  return (
    <FieldShell
      id={fieldId}
      label={label}
      required={input.required}
      hint={hint}
      error={error}
      aside={aside}
    >
      <input
        id={fieldId}
        type="text"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(fieldId, hint, error)}
        className={`${CONTROL_CLASS} ${className ?? ""}`}
        {...input}
      />
    </FieldShell>
  );
}

/** The demo forms' 'Email address' field (login, sign-up, forgot password; edit profile, optional). */
export function EmailField({ required = true }: { required?: boolean }) {
  return (
    <TextField
      label="Email address"
      name="email"
      type="email"
      autoComplete="email"
      placeholder="example@example.com"
      required={required}
    />
  );
}

type TextAreaFieldProps = FieldProps &
  TextareaHTMLAttributes<HTMLTextAreaElement> & { name: string };

export function TextAreaField({ label, hint, error, aside, id, ...area }: TextAreaFieldProps) {
  const fieldId = id ?? `field-${area.name}`;
  return (
    <FieldShell
      id={fieldId}
      label={label}
      required={area.required}
      hint={hint}
      error={error}
      aside={aside}
    >
      <textarea
        id={fieldId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(fieldId, hint, error)}
        className={CONTROL_CLASS}
        {...area}
      />
    </FieldShell>
  );
}

type SelectFieldProps = FieldProps &
  SelectHTMLAttributes<HTMLSelectElement> & { name: string; options: readonly string[] };

export function SelectField({ label, hint, error, id, options, ...select }: SelectFieldProps) {
  const fieldId = id ?? `field-${select.name}`;
  return (
    <FieldShell id={fieldId} label={label} required={select.required} hint={hint} error={error}>
      {/* Drawn like the text fields (no browser look), with the sort list's chevron. */}
      <div className="relative">
        <select
          id={fieldId}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(fieldId, hint, error)}
          className={`${CONTROL_CLASS} cursor-pointer appearance-none pr-10 dark:[color-scheme:dark]`}
          {...select}
        >
          {options.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
        <ChevronDownIcon
          className="pointer-events-none absolute top-1/2 right-4 h-4 w-4 -translate-y-1/2 text-neutral-500 dark:text-neutral-400"
          aria-hidden="true"
        />
      </div>
    </FieldShell>
  );
}
