import {
  Dialog,
  DialogPanel,
  DialogTitle,
  Field,
  Label,
  Radio,
  RadioGroup,
  Textarea,
} from "@headlessui/react";
import { type FormEvent, useId, useState } from "react";
import { XMarkIcon } from "#app/components/ui/icons/outline.tsx";
import {
  REPORT_PROBLEMS,
  type Report,
  type ReportProblem,
  reportError,
} from "#app/components/ui/post-actions/report.ts";

export interface ReportModalProps {
  /** What is reported, e.g. the article's title. */
  subject: string;
  title: string;
  onClose: () => void;
  onSubmit: (report: Report) => void;
}

/**
 * The report form: a problem type (Violence, Trouble, Spam, Other) and a required message.
 * Handled locally: the report goes to onSubmit, nothing is sent (docs/spec.md#validation).
 */
export default function ReportModal({ subject, title, onClose, onSubmit }: ReportModalProps) {
  const [problem, setProblem] = useState<ReportProblem>(REPORT_PROBLEMS[0]);
  const [message, setMessage] = useState("");
  const [error, setError] = useState<string | null>(null);
  const errorId = useId();

  function submit(event: FormEvent) {
    event.preventDefault();
    const problemError = reportError({ problem, message });
    if (problemError) {
      setError(problemError);
      return;
    }
    onSubmit({ problem, message: message.trim() });
  }

  return (
    <Dialog open onClose={onClose} className="relative z-[60]">
      <div className="fixed inset-0 bg-neutral-900/60 backdrop-blur-sm" aria-hidden="true" />
      <div className="fixed inset-0 flex items-center justify-center overflow-y-auto p-4">
        <DialogPanel className="w-full max-w-lg rounded-3xl bg-white p-6 shadow-2xl sm:p-8 dark:bg-neutral-800">
          <div className="flex items-start justify-between gap-4">
            <div>
              <DialogTitle className="font-semibold text-neutral-900 text-xl dark:text-neutral-100">
                {title}
              </DialogTitle>
              <p className="mt-1 line-clamp-2 text-neutral-500 text-sm dark:text-neutral-400">
                {subject}
              </p>
            </div>
            <button
              type="button"
              onClick={onClose}
              aria-label="Close"
              className="inline-flex h-9 w-9 shrink-0 items-center justify-center rounded-full text-neutral-500 hover:bg-neutral-100 dark:text-neutral-400 dark:hover:bg-neutral-700"
            >
              <XMarkIcon className="h-5 w-5" aria-hidden="true" />
            </button>
          </div>
          <form onSubmit={submit} noValidate className="mt-6 space-y-6">
            <RadioGroup
              value={problem}
              onChange={setProblem}
              aria-label="Problem type"
              className="grid grid-cols-2 gap-3"
            >
              {REPORT_PROBLEMS.map((type) => (
                <Field key={type}>
                  <Radio
                    value={type}
                    className="flex cursor-pointer items-center gap-3 rounded-2xl border border-neutral-200 px-4 py-3 text-neutral-700 text-sm transition data-[checked]:border-primary-500 data-[checked]:bg-primary-50 data-[focus]:ring-2 data-[focus]:ring-primary-500 dark:border-neutral-600 dark:text-neutral-200 dark:data-[checked]:bg-primary-500/15"
                  >
                    {({ checked }) => (
                      <>
                        <span
                          aria-hidden="true"
                          className={`flex h-4 w-4 items-center justify-center rounded-full border ${
                            checked
                              ? "border-primary-600 bg-primary-600"
                              : "border-neutral-400 dark:border-neutral-500"
                          }`}
                        >
                          {checked && <span className="h-1.5 w-1.5 rounded-full bg-white" />}
                        </span>
                        <Label className="cursor-pointer">{type}</Label>
                      </>
                    )}
                  </Radio>
                </Field>
              ))}
            </RadioGroup>
            <Field>
              <Label className="font-medium text-neutral-800 text-sm dark:text-neutral-200">
                Message
              </Label>
              <Textarea
                name="message"
                required
                rows={4}
                value={message}
                invalid={error !== null}
                aria-describedby={error ? errorId : undefined}
                onChange={(event) => {
                  setMessage(event.target.value);
                  if (error) setError(null);
                }}
                placeholder="Tell us what is wrong with this content"
                className="mt-2 block w-full rounded-2xl border border-neutral-300 bg-white px-4 py-3 text-neutral-900 text-sm placeholder:text-neutral-400 focus:border-primary-500 focus:outline-none focus:ring-2 focus:ring-primary-500/30 data-[invalid]:border-red-500 dark:border-neutral-600 dark:bg-neutral-900 dark:text-neutral-100"
              />
              {error && (
                <p
                  id={errorId}
                  role="alert"
                  className="mt-2 text-red-600 text-sm dark:text-red-400"
                >
                  {error}
                </p>
              )}
            </Field>
            <div className="flex justify-end gap-3">
              <button
                type="button"
                onClick={onClose}
                className="rounded-full px-5 py-2.5 font-medium text-neutral-700 text-sm hover:bg-neutral-100 dark:text-neutral-200 dark:hover:bg-neutral-700"
              >
                Cancel
              </button>
              <button
                type="submit"
                className="rounded-full bg-primary-600 px-5 py-2.5 font-medium text-sm text-white shadow-sm hover:bg-primary-700"
              >
                Submit
              </button>
            </div>
          </form>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
