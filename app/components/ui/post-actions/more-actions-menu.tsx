import { lazy, Suspense, useEffect, useRef, useState } from "react";
import {
  EllipsisHorizontalIcon,
  EyeSlashIcon,
  FlagIcon,
  LinkIcon,
} from "#app/components/ui/icons/outline.tsx";
import { ACTION_BUTTON_CLASS, ActionMenu } from "#app/components/ui/post-actions/action-menu.tsx";
import type { ActionMenuItem } from "#app/components/ui/post-actions/action-menu-item.ts";
import type { Report } from "#app/components/ui/post-actions/report.ts";
import { useCopyLink } from "#app/components/ui/post-actions/use-copy-link.ts";

// The report form is opened rarely: keep it out of the first-load JS.
const ReportModal = lazy(() => import("#app/components/ui/post-actions/report-modal.tsx"));

export interface MoreActionsMenuProps {
  /** The URL 'Copy link' copies; a path is made absolute against the current page. */
  url: string;
  /** What a report is about, shown in the report form (e.g. the article's title). */
  subject: string;
  /** Menu label of the report entry, e.g. 'Report this article'. */
  reportLabel?: string;
  /** Menu label of the hide entry, e.g. 'Hide this author'. Without onHide there is no entry. */
  hideLabel?: string;
  onHide?: () => void;
  /**
   * Called with a valid report; reports are handled locally, never sent (docs/spec.md#validation).
   */
  onReport?: (report: Report) => void;
  label?: string;
  buttonClassName?: string;
}

/** The '...' menu: copy link ('Link Copied' for 1 s), report (a modal form) and hide. */
export function MoreActionsMenu({
  url,
  subject,
  reportLabel = "Report this article",
  hideLabel = "Hide this author",
  onHide,
  onReport,
  label = "More actions",
  buttonClassName = ACTION_BUTTON_CLASS,
}: MoreActionsMenuProps) {
  const { copied, copy } = useCopyLink(url);
  const [reporting, setReporting] = useState(false);
  const [reported, setReported] = useState(false);
  const reportedTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(reportedTimer.current), []);
  const items: ActionMenuItem[] = [
    { id: "copy", label: "Copy link", icon: LinkIcon, onSelect: () => void copy() },
    {
      id: "report",
      label: reportLabel,
      icon: FlagIcon,
      onSelect: () => {
        setReported(false);
        setReporting(true);
      },
    },
  ];
  if (onHide) items.push({ id: "hide", label: hideLabel, icon: EyeSlashIcon, onSelect: onHide });
  return (
    <div className="relative inline-flex">
      <ActionMenu
        label={label}
        icon={EllipsisHorizontalIcon}
        items={items}
        buttonClassName={buttonClassName}
      />
      <span
        role="status"
        className={`pointer-events-none absolute top-full right-0 z-50 mt-2 whitespace-nowrap rounded-full bg-neutral-900 px-3 py-1.5 font-medium text-white text-xs shadow-lg transition dark:bg-white dark:text-neutral-900 ${
          copied || reported ? "opacity-100" : "opacity-0"
        }`}
      >
        {copied ? "Link Copied" : reported ? "Thanks for your report" : ""}
      </span>
      {reporting && (
        <Suspense fallback={null}>
          <ReportModal
            subject={subject}
            title={reportLabel}
            onClose={() => setReporting(false)}
            onSubmit={(report) => {
              setReporting(false);
              setReported(true);
              clearTimeout(reportedTimer.current);
              reportedTimer.current = setTimeout(() => setReported(false), 3000);
              onReport?.(report);
            }}
          />
        </Suspense>
      )}
    </div>
  );
}
