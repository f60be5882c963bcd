/** Arguments of the auth operations. */
import { ArgsType, Field } from 'type-graphql';

@ArgsType()
export class LoginArgs {
  @Field(() => String, { description: 'Work email' })
  email!: string;
  @Field(() => String, { description: 'Password' })
  password!: string;
}

@ArgsType()
export class ChangePasswordArgs {
  @Field(() => String, { description: 'The current password' })
  oldPassword!: string;
  @Field(() => String, { description: 'The new password' })
  newPassword!: string;
}
