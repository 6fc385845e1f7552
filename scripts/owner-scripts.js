// @ts-check
// The owners' scripts (scripts/NAME.ts): `npm run build` bundles each into BUILD_DIR/scripts/NAME.js
// (scripts/build-owner-scripts.ts), which its npm script runs with plain Node after
// scripts/ensure-build.js --scripts. db:seed, the bench and the build's own scripts are
// development tools: they run through tsx and are not here.
export const OWNER_SCRIPTS = [
  "comments",
  "content-import",
  "content-check",
  "newsletter-send",
  "newsletter-subscribers",
  "stats",
  "backup",
  "restore",
];
