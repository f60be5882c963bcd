/** GraphQL types of kudos (SPEC §3 user personalKudos, §1 home weekly kudos). */
import { Field, ID, ObjectType } from 'type-graphql';
import { Paged } from '../../common/paging';
import { Employee } from '../people/types';

@ObjectType({ description: 'Kudos: recognition one colleague gives another, with a message' })
export class Kudos {
  @Field(() => ID, { description: 'Kudos id' })
  id!: string;
  @Field(() => ID, { description: 'Who gave it' })
  giverId!: string;
  @Field(() => String, { description: "Giver's name", deprecationReason: 'Use giver { name }' })
  giverName!: string;
  @Field(() => ID, { description: 'Who received it' })
  receiverId!: string;
  @Field(() => String, { description: "Receiver's name", deprecationReason: 'Use receiver { name }' })
  receiverName!: string;
  @Field(() => String, { description: 'The message' })
  message!: string;
  @Field(() => String, { description: 'When it was given (ISO 8601)' })
  createdAt!: string;
  @Field(() => Employee, { nullable: true, description: 'Who gave it' })
  giver?: Employee | null;
  @Field(() => Employee, { nullable: true, description: 'Who received it' })
  receiver?: Employee | null;
}

@ObjectType({ description: 'A page of kudos' })
export class KudosPage extends Paged(Kudos) {}
