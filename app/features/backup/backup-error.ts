/** A refusal or failure of the owners' backup or restore: its message is what the owner reads. */
export class BackupError extends Error {
  override name = "BackupError";
}
