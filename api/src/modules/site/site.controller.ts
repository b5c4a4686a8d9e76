import { Body, Controller, Post } from '@nestjs/common';
import { ApiCreatedResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { API_MESSAGES } from '@chowk/contracts';
import { DeviceId } from '../../common/decorators/device-id.decorator';
import { ApiBody400And422 } from '../../common/openapi/api-responses.decorator';
import { MessageDto } from '../../common/openapi/error-body.dto';
import { RateLimit } from '../../common/throttle/rate-limit.decorator';
import { ContactDto } from './dto/contact.dto';
import { NewsletterDto } from './dto/newsletter.dto';
import { SiteService } from './site.service';

/** The static pages' two writes (public, so rate-limited): the contact form and the footer's newsletter box. */
@ApiTags('site')
@Controller()
export class SiteController {
  constructor(private readonly site: SiteService) {}

  @Post('contact')
  @RateLimit('contact')
  @ApiOperation({ summary: 'Store a Contact page message (with the sender’s X-Device-Id, if any)' })
  @ApiCreatedResponse({ type: MessageDto })
  @ApiBody400And422()
  async contact(@Body() body: ContactDto, @DeviceId() deviceId?: string): Promise<MessageDto> {
    await this.site.saveContactMessage(body, deviceId);
    return { message: API_MESSAGES.contactReceived };
  }

  @Post('newsletter')
  @RateLimit('newsletter')
  @ApiOperation({ summary: 'Subscribe an email address to the newsletter (twice is harmless)' })
  @ApiCreatedResponse({ type: MessageDto })
  @ApiBody400And422()
  async subscribe(@Body() body: NewsletterDto): Promise<MessageDto> {
    await this.site.subscribe(body.email);
    return { message: API_MESSAGES.subscribed };
  }
}
