/**
 * The reason the API gave for refusing a request (its one error shape, already in the interface
 * language), or undefined when there is none to show: network failures, timeouts, non-JSON answers.
 */
export function serverMessage(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('data' in error)) return undefined;
  const { data } = error;
  if (typeof data !== 'object' || data === null || !('message' in data)) return undefined;
  return typeof data.message === 'string' && data.message.trim() !== '' ? data.message : undefined;
}
