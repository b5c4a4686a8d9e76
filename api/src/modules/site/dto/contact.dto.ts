import { ApiProperty } from '@nestjs/swagger';
import { type ContactPayload, LIMITS, validateContact } from '@chowk/contracts';
import { FollowsRule } from '../../../common/validation/follows-rule.decorator';
import { Trim } from '../../../common/validation/trim.decorator';

export class ContactDto implements ContactPayload {
  @ApiProperty({ example: 'Asha Rao', maxLength: LIMITS.contactNameMax })
  @Trim()
  @FollowsRule(validateContact)
  name!: string;

  @ApiProperty({ example: 'asha@example.com', maxLength: LIMITS.emailMax })
  @Trim()
  @FollowsRule(validateContact)
  email!: string;

  @ApiProperty({ example: 'Listing my shop', maxLength: LIMITS.contactSubjectMax })
  @Trim()
  @FollowsRule(validateContact)
  subject!: string;

  @ApiProperty({ example: 'How do I add my bakery?', maxLength: LIMITS.contactMessageMax })
  @Trim()
  @FollowsRule(validateContact)
  message!: string;
}
