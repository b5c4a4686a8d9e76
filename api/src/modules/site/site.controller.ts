import { Body, Controller, Post } from '@nestjs/common';
import { ApiCreatedResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { API_MESSAGES } from '@chowk/contracts';
import { DeviceId } from '../../common/decorators/device-id.decorator';
import { ApiBody400And422 } from '../../common/openapi/api-responses.decorator';
import { MessageDto } from '../../common/openapi/error-body.dto';
import type { FixedWindowLimits } from '../../common/throttle/fixed-window-counter';
import { Throttle } from '../../common/throttle/throttle.decorator';
import { ContactDto } from './dto/contact.dto';
import { NewsletterDto } from './dto/newsletter.dto';
import { SiteService } from './site.service';

/** A person sends a message or two; more than 5 from one address in 10 minutes is a script. */
export const CONTACT_THROTTLE: FixedWindowLimits = { limit: 5, windowMs: 10 * 60_000 };
/** Looser: a household or an office behind one address may subscribe several people. */
export const NEWSLETTER_THROTTLE: FixedWindowLimits = { limit: 10, windowMs: 10 * 60_000 };

/** The static pages' two writes (public, so rate-limited): the contact form and the footer's newsletter box. */
@ApiTags('site')
@Controller()
export class SiteController {
  constructor(private readonly site: SiteService) {}

  @Post('contact')
  @Throttle(CONTACT_THROTTLE)
  @ApiOperation({ summary: 'Store a Contact page message (with the sender’s X-Device-Id, if any)' })
  @ApiCreatedResponse({ type: MessageDto })
  @ApiBody400And422()
  async contact(@Body() body: ContactDto, @DeviceId() deviceId?: string): Promise<MessageDto> {
    await this.site.saveContactMessage(body, deviceId);
    return { message: API_MESSAGES.contactReceived };
  }

  @Post('newsletter')
  @Throttle(NEWSLETTER_THROTTLE)
  @ApiOperation({ summary: 'Subscribe an email address to the newsletter (twice is harmless)' })
  @ApiCreatedResponse({ type: MessageDto })
  @ApiBody400And422()
  async subscribe(@Body() body: NewsletterDto): Promise<MessageDto> {
    await this.site.subscribe(body.email);
    return { message: API_MESSAGES.subscribed };
  }
}
