// What other contexts may use of mail: the outbox that delivers, the layout every mail shares, the
// shop's public address for links, and the mailer port.
export { retryUntilDone } from './back-off';
export { MailDelivery } from './mail-delivery';
export { escape, layout, SIGNATURE, type MailContent } from './mail-layout';
export { MailMetrics } from './mail-metrics';
export { MAILER, type Mailer, type MailMessage } from './mailer';
export { publicUrl } from './public-url';
export { SettingsMailer } from './settings-mailer';
