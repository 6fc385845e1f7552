import type { ComponentType } from "react";

/** One entry of an ActionMenu (action-menu.tsx), drawn by its lazily loaded panel. */
export interface ActionMenuItem {
  id: string;
  label: string;
  icon: ComponentType<{ className?: string }>;
  /** A link entry (share networks); otherwise a button entry calling onSelect. */
  href?: string;
  /** Open the link in a new tab. */
  external?: boolean;
  onSelect?: () => void;
}
