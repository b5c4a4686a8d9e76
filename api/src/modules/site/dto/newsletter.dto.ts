import { ApiProperty } from '@nestjs/swagger';
import { type NewsletterPayload, validateEmail } from '@chowk/contracts';
import { emailAddress } from '../../../common/openapi/text-schemas';
import { FollowsRule } from '../../../common/validation/follows-rule.decorator';
import { TrimLowerCase } from '../../../common/validation/trim.decorator';

export class NewsletterDto implements NewsletterPayload {
  @ApiProperty(emailAddress('asha@example.com'))
  @TrimLowerCase()
  @FollowsRule(validateEmail)
  email!: string;
}
