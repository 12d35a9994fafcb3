/** What the page's changes end in; kept as data so the text follows a language switch. */
type RefundSuccess = 'submitted' | 'approved' | 'rejected' | 'retried' | 'limitsChanged';
type RefundFailure = 'submitFailed' | 'approveFailed' | 'rejectFailed' | 'retryFailed' | 'limitsFailed';

export type RefundOutcome =
  | { kind: 'done'; what: RefundSuccess }
  /** `message` is the server's own reason in the page's language; undefined when it gave none. */
  | { kind: 'failed'; what: RefundFailure; message: string | undefined };

export type ReportOutcome = (outcome: RefundOutcome) => void;
