/** A file stored on the upstream (generic `files` table). */
import { Field, ID, ObjectType } from 'type-graphql';
import { FileLink } from '../../files/tickets';

@ObjectType({ description: 'A stored file' })
export class StoredFile {
  @Field(() => ID, { description: 'File id' })
  id!: string;
  @Field(() => String, { description: 'Original file name' })
  filename!: string;
  @Field(() => String, { description: 'MIME type' })
  mimetype!: string;
  @Field(() => FileLink, { description: 'Short-lived link to download the file' })
  link!: FileLink;
}
