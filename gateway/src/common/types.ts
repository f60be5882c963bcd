/** Small result types shared by every module. */
import { Field, ObjectType } from 'type-graphql';

@ObjectType({ description: 'The outcome of a mutation that answers with a message' })
export class MutationMessage {
  @Field(() => String, { description: 'Human-readable outcome, e.g. "Password changed successfully"' })
  message!: string;
}
