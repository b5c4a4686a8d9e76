import { ApiProperty } from '@nestjs/swagger';
import { LIMITS, type NewsletterPayload, validateEmail } from '@chowk/contracts';
import { FollowsRule } from '../../../common/validation/follows-rule.decorator';
import { TrimLowerCase } from '../../../common/validation/trim.decorator';

export class NewsletterDto implements NewsletterPayload {
  @ApiProperty({ example: 'asha@example.com', maxLength: LIMITS.emailMax })
  @TrimLowerCase()
  @FollowsRule(validateEmail)
  email!: string;
}
