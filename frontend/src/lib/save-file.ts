/** Hands a file to the browser's downloads, as a click on a link to it would. */
export function saveFile(file: Blob, fileName: string): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

/** The file name a server's `Content-Disposition` gives, if it gives one. */
export function attachmentFileName(disposition: string | null | undefined): string | undefined {
  return disposition ? /filename="?([^";]+)"?/i.exec(disposition)?.[1] : undefined;
}

/** The calendar day in Vilnius as `YYYY-MM-DD`, the day the server puts in the names of its exports. */
export function vilniusDay(now: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Vilnius' }).format(now);
}
