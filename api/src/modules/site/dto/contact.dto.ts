import { ApiProperty } from '@nestjs/swagger';
import { type ContactPayload, LIMITS, validateContact } from '@chowk/contracts';
import { emailAddress, trimmedText } from '../../../common/openapi/text-schemas';
import { FollowsRule } from '../../../common/validation/follows-rule.decorator';
import { Trim } from '../../../common/validation/trim.decorator';

export class ContactDto implements ContactPayload {
  @ApiProperty(trimmedText(LIMITS.contactNameMax, 'Asha Rao'))
  @Trim()
  @FollowsRule(validateContact)
  name!: string;

  @ApiProperty(emailAddress('asha@example.com'))
  @Trim()
  @FollowsRule(validateContact)
  email!: string;

  @ApiProperty(trimmedText(LIMITS.contactSubjectMax, 'Listing my shop'))
  @Trim()
  @FollowsRule(validateContact)
  subject!: string;

  @ApiProperty(trimmedText(LIMITS.contactMessageMax, 'How do I add my bakery?'))
  @Trim()
  @FollowsRule(validateContact)
  message!: string;
}
