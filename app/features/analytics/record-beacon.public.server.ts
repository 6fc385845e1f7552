/**
 * What analytics offers the other features (docs/decisions/026-public-feature-modules.md): the
 * page-view beacon's recording and answer, and its one size limit, for the /api/page-views route
 * (server/page-view-beacons.ts, a composition root, imports the modules themselves).
 */
export { MAX_BEACON_BYTES } from "./page-view.server.ts";
export { beaconAnswer, beaconOf, recordBeacon } from "./record-beacon.server.ts";
