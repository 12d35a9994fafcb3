import { Module } from '@nestjs/common';
import { IdentityModule } from '../identity/identity.module';
import { NewsletterController } from './http/newsletter.controller';
import { SubscribeHandler } from './subscribe/subscribe.handler';
import { UseNewsletterLinkHandler } from './use-newsletter-link/use-newsletter-link.handler';

@Module({
  imports: [IdentityModule],
  controllers: [NewsletterController],
  providers: [SubscribeHandler, UseNewsletterLinkHandler],
})
export class NewsletterModule {}
