import { useEffect, useState } from "react";

/** True once React has hydrated the page (forms mark it, so tests know JavaScript took over). */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
