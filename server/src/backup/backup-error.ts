/** A refusal or failure whose message is meant for the operator, printed as is (exit 1). */
export class BackupError extends Error {}
