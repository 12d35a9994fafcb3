import type { ReceivedMail } from './smtp-receiver';

const KEPT = 200;

/** The mails embedded mode caught instead of sending them out, newest first. */
export class CaughtMails {
  private readonly mails: ReceivedMail[] = [];

  add(mail: ReceivedMail): void {
    this.mails.unshift(mail);
    this.mails.length = Math.min(this.mails.length, KEPT);
  }

  list(to?: string): ReceivedMail[] {
    const wanted = to?.trim().toLowerCase();
    return wanted ? this.mails.filter((mail) => mail.to.toLowerCase().split(', ').includes(wanted)) : [...this.mails];
  }

  get(id: string): ReceivedMail | undefined {
    return this.mails.find((mail) => mail.id === id);
  }
}
