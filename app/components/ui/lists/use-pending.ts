import { useLocation, useNavigation } from "react-router";

/**
 * What a client navigation is loading, seen from the current page: `same` when only the query
 * changes (sort, page, size), `other` when it goes to another path that `matches`. Never pending
 * on the server render or a first load.
 */
export function usePendingNavigation(matches: (pathname: string) => boolean): {
  pending: boolean;
  samePath: boolean;
} {
  const navigation = useNavigation();
  const location = useLocation();
  const target = navigation.state === "loading" ? navigation.location : undefined;
  if (!target || !matches(target.pathname)) return { pending: false, samePath: false };
  return { pending: true, samePath: target.pathname === location.pathname };
}
