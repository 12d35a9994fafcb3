/** What a command answers: the log position it wrote, for read-your-writes. */
export interface CommandResult {
  /** Global log position as a decimal string (positions exceed JSON's safe integers in principle). */
  position: string;
  revision: string;
}
