/** Small result types shared by every module. */
import { Field, Int, ObjectType } from 'type-graphql';

@ObjectType({ description: 'The outcome of a mutation that answers with a message' })
export class MutationMessage {
  @Field(() => String, { description: 'Human-readable outcome, e.g. "Password changed successfully"' })
  message!: string;
}

@ObjectType({ description: 'A CSV row an import did not save' })
export class ImportFailure {
  @Field(() => Int, { description: 'Row number in the file (the header is row 1)' })
  row!: number;

  @Field(() => String, { description: 'Why the row was refused' })
  message!: string;

  @Field(() => String, { nullable: true, description: 'RES_ID given on the row, when the file has one' })
  resId?: string | null;

  @Field(() => String, { nullable: true, description: 'Policy code given on the row (action imports)' })
  actionId?: string | null;
}

/** THE outcome of every CSV import (SPEC §8 summary): each row saved whole or not at all. */
@ObjectType({ description: 'The outcome of a CSV import: each row is saved whole or not at all' })
export class ImportResult {
  @Field(() => String, { description: '"Processed N records, successfully created M <things>[, F failed]"' })
  message!: string;

  @Field(() => Int, { description: 'Rows read' })
  processed!: number;

  @Field(() => Int, { description: 'Records created' })
  created!: number;

  @Field(() => [ImportFailure], { description: 'Rows refused, with the reason' })
  failed!: ImportFailure[];
}
