import { useCallback, useEffect, useRef, useState } from "react";

/** docs/spec.md#constants: 'Link Copied' shows for 1 s. */
const LINK_COPIED_MS = 1000;

/** Writes text to the clipboard; falls back to a hidden textarea where the API is missing. */
async function copyText(text: string): Promise<void> {
  if (navigator.clipboard?.writeText) {
    try {
      await navigator.clipboard.writeText(text);
      return;
    } catch {
      // Permission refused or not a secure context: try the old way below.
    }
  }
  const area = document.createElement("textarea");
  area.value = text;
  area.setAttribute("readonly", "");
  area.style.position = "fixed";
  area.style.opacity = "0";
  document.body.appendChild(area);
  area.select();
  try {
    document.execCommand("copy");
  } finally {
    area.remove();
  }
}

/** Copy a URL (relative URLs resolve against the page) and flag `copied` for 1 s. */
export function useCopyLink(url: string) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const copy = useCallback(async () => {
    const absolute = new URL(url, window.location.href).toString();
    try {
      await copyText(absolute);
    } catch (error) {
      console.error("Copying the link failed", error);
      return;
    }
    setCopied(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), LINK_COPIED_MS);
  }, [url]);
  return { copied, copy };
}
