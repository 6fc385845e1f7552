import { type FormEvent, useEffect, useRef } from "react";
import { useActionData, useFetcher, useLocation } from "react-router";
import { Button } from "#app/components/ui/forms/button.tsx";
import { TextAreaField, TextField } from "#app/components/ui/forms/field.tsx";
import { HoneypotField } from "#app/components/ui/forms/honeypot-field.tsx";
import { useHydrated } from "#app/components/ui/forms/use-hydrated.ts";
import { CheckCircleIcon, ExclamationCircleIcon } from "#app/components/ui/icons/outline.tsx";
import {
  COMMENT_MAX,
  COMMENT_RECEIVED,
  type CommentResult,
  FIELD,
  NAME_MAX,
} from "./comment-rules.ts";

/** Whether an action's answer is a comment's (the article routes answer nothing else). */
function isCommentResult(value: unknown): value is CommentResult {
  return typeof value === "object" && value !== null && "status" in value;
}

/**
 * The form under an article: a plain HTML form posting to the article's own URL (it works before
 * and without JavaScript: the action answers a redirect to `?comment=received#comments`, or the
 * page with the refusal); once hydrated, it posts through a fetcher (no reload) and the result is
 * announced in the status region.
 */
export function CommentForm({ stamp, received }: { stamp: string; received: boolean }) {
  const hydrated = useHydrated();
  const fetcher = useFetcher<CommentResult>();
  const actionData = useActionData();
  const formRef = useRef<HTMLFormElement>(null);
  const sending = fetcher.state !== "idle";
  const fromFetcher = fetcher.data;
  const result: CommentResult | undefined =
    fromFetcher ??
    (isCommentResult(actionData) ? actionData : undefined) ??
    (received ? { status: "received" } : undefined);
  const error = result?.status === "error" ? result : undefined;
  const values = error?.values;

  useEffect(() => {
    if (fromFetcher?.status === "received") formRef.current?.reset();
  }, [fromFetcher]);

  const { pathname } = useLocation();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    form.set(FIELD.enhanced, "1");
    void fetcher.submit(form, { method: "post", preventScrollReset: true });
  }

  return (
    <form
      id="comment-form"
      method="post"
      // The article's own URL, its query left out (a page of comments is not where it goes).
      action={pathname}
      ref={formRef}
      onSubmit={hydrated ? onSubmit : undefined}
      data-hydrated={hydrated || undefined}
      aria-labelledby="comment-form-title"
      className="relative mt-8 grid gap-5 border-neutral-200 border-t pt-8 dark:border-neutral-700"
      // A refused form keeps the reader's text: new defaults, a new form.
      key={values ? JSON.stringify(values) : "empty"}
    >
      <h3
        id="comment-form-title"
        className="font-semibold text-base text-neutral-900 dark:text-neutral-100"
      >
        Ask a question or share a tip
      </h3>
      <HoneypotField />
      <input type="hidden" name={FIELD.stamp} value={stamp} />
      <TextField
        label="Name"
        name={FIELD.name}
        autoComplete="name"
        required
        maxLength={NAME_MAX}
        defaultValue={values?.name}
        error={error?.fields?.name}
      />
      <TextField
        label="Email (optional)"
        name={FIELD.email}
        type="email"
        autoComplete="email"
        maxLength={254}
        hint="Never shown. Used only to tell you when the owners reply, if you tick the box."
        defaultValue={values?.email}
        error={error?.fields?.email}
      />
      <label className="flex items-center gap-3 text-neutral-800 text-sm dark:text-neutral-200">
        <input
          type="checkbox"
          name={FIELD.notify}
          defaultChecked={values?.notify}
          className="h-6 w-6 rounded border-neutral-300 text-primary-600 focus:ring-primary-500 dark:border-neutral-600 dark:bg-neutral-800"
        />
        Email me when the owners reply
      </label>
      <TextAreaField
        label="Your question or tip"
        name={FIELD.comment}
        rows={5}
        required
        minLength={2}
        maxLength={COMMENT_MAX}
        hint="Plain text. The owners read every comment before it appears."
        defaultValue={values?.comment}
        error={error?.fields?.comment}
      />
      <div className="flex flex-wrap items-center gap-4">
        <Button loading={sending}>{sending ? "Sending..." : "Send"}</Button>
        <div role="status" aria-live="polite" className="min-w-0 flex-1">
          {!sending && result?.status === "received" && (
            <p className="flex items-center gap-2 rounded-2xl bg-green-50 px-4 py-3 font-medium text-green-800 text-sm dark:bg-green-500/15 dark:text-green-200">
              <CheckCircleIcon aria-hidden="true" className="h-5 w-5 shrink-0" />
              {COMMENT_RECEIVED}
            </p>
          )}
          {!sending && error && (
            <p className="flex items-center gap-2 rounded-2xl bg-red-50 px-4 py-3 font-medium text-red-800 text-sm dark:bg-red-500/15 dark:text-red-200">
              <ExclamationCircleIcon aria-hidden="true" className="h-5 w-5 shrink-0" />
              {error.message}
            </p>
          )}
        </div>
      </div>
    </form>
  );
}
