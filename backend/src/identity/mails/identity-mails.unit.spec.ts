import { passwordChangedMail, passwordResetMail, registrationAttemptMail, verificationMail } from './identity-mails';

const link = 'https://bilietai.example/verify-email?token=abc.def&x=1';

describe('identity mails', () => {
  it('writes the verification mail in the recipient’s language, with the link in both bodies', () => {
    const lt = verificationMail({ language: 'lt', firstName: 'Ona', link });
    expect(lt.subject).toBe('Patvirtinkite el. pašto adresą');
    expect(lt.text).toContain('Sveiki, Ona');
    expect(lt.text).toContain(link);
    expect(lt.html).toContain('href="https://bilietai.example/verify-email?token=abc.def&amp;x=1"');
    const en = verificationMail({ language: 'en', firstName: 'Ona', link });
    expect(en.subject).toBe('Confirm your email address');
    expect(en.text).toContain(link);
  });

  it('escapes what users typed into the HTML', () => {
    const mail = passwordResetMail({
      language: 'lt',
      firstName: '<script>alert(1)</script>',
      link,
      expiresInMinutes: 60,
    });
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;');
    expect(mail.subject).toBe('Slaptažodžio atkūrimas');
    expect(mail.text).toContain('60 min.');
  });

  it('tells when the password changed, in the shop’s time zone', () => {
    const when = new Date('2026-11-23T10:00:00Z');
    const mail = passwordChangedMail({ language: 'en', firstName: 'Jonas', when, timeZone: 'Europe/Vilnius' });
    expect(mail.subject).toBe('Your password has been changed');
    expect(mail.text).toMatch(/23 November 2026 at 12:00 \(Vilnius time\)/);
    expect(mail.text).toMatch(/Forgot password/);
    const london = passwordChangedMail({ language: 'lt', firstName: 'Jonas', when, timeZone: 'Europe/London' });
    expect(london.text).toMatch(/10:00 \(Europe\/London laiku\)/);
  });

  it('tells an owner someone tried to register with their address, with sign-in and reset links', () => {
    const links = {
      loginLink: 'https://bilietai.example/login',
      resetLink: 'https://bilietai.example/forgot-password',
    };
    const lt = registrationAttemptMail({ language: 'lt', firstName: 'Ona', ...links });
    expect(lt.subject).toBe('Kažkas bandė registruotis jūsų adresu');
    expect(lt.text).toContain('Sveiki, Ona');
    expect(lt.text).toContain(links.loginLink);
    expect(lt.text).toContain(links.resetLink);
    expect(lt.html).toContain('href="https://bilietai.example/login"');
    const en = registrationAttemptMail({ language: 'en', firstName: '<b>Ona</b>', ...links });
    expect(en.subject).toBe('Someone tried to register with your address');
    expect(en.text).toMatch(/sign in: https:\/\/bilietai.example\/login/);
    expect(en.html).not.toContain('<b>Ona</b>');
  });
});
