/** The errors of the embedded database, apart so its host helpers can throw them. */
/** Thrown when no embedded PostgreSQL can run here (no binary package for the platform, unreadable directory). */
export class EmbeddedUnavailableError extends Error {}

/** Thrown when another live process runs the embedded database of the same directory. */
export class EmbeddedInUseError extends Error {
  /** The process holding the directory (the shop or script that started its server). */
  readonly holderPid: number;
  constructor(dir: string, holderPid: number, command: string) {
    super(
      `The database in ${dir} is in use by process ${holderPid} (${command}). Stop that process or point DATA_DIR at another directory.`,
    );
    this.holderPid = holderPid;
  }
}
