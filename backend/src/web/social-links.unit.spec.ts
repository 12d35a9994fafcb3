import { ConfigurationError, loadConfig } from '../config/app-config';
import { socialLinksOf } from './social-links';

describe('social links', () => {
  it('are the networks configured with an address, and only those', () => {
    const config = loadConfig({
      SOCIAL_FACEBOOK_URL: 'https://www.facebook.com/bilietai',
      SOCIAL_TWITTER_URL: 'https://x.com/bilietai',
      SOCIAL_LINKEDIN_URL: '',
    });
    expect(socialLinksOf(config)).toEqual({
      facebook: 'https://www.facebook.com/bilietai',
      twitter: 'https://x.com/bilietai',
    });
    expect(socialLinksOf(loadConfig({}))).toEqual({});
  });

  it.each(['javascript:alert(1)', 'http://www.facebook.com/bilietai', '//evil.example', 'https://'])(
    'refuse %s at start, as the redirect would send buyers there',
    (address) => {
      expect(() => loadConfig({ SOCIAL_INSTAGRAM_URL: address })).toThrow(ConfigurationError);
      expect(() => loadConfig({ SOCIAL_INSTAGRAM_URL: address })).toThrow(/SOCIAL_INSTAGRAM_URL/);
    },
  );
});
