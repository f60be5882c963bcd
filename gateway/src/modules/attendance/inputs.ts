/** Arguments and inputs of the attendance operations. */
import { ArgsType, Field, InputType, Int } from 'type-graphql';
import { Upload, type FileUpload } from '../../common/scalars';
import { AttendanceFamily } from './types';

@ArgsType()
export class AttendanceGridArgs {
  @Field(() => AttendanceFamily, { description: 'Which grid' })
  family!: AttendanceFamily;
  @Field(() => String, { nullable: true, description: 'Month as YYYY-MM (MM-YYYY accepted); default the current month' })
  month?: string | null;
  @Field(() => String, { nullable: true, description: 'Matches name, RES_ID or e-mail' })
  search?: string | null;
  @Field(() => Boolean, { defaultValue: true, description: 'Leave out people who resigned or were terminated (default true)' })
  excludeResigned: boolean = true;
  @Field(() => Int, { defaultValue: 1, description: 'Page number, starting at 1 (with limit)' })
  page: number = 1;
  @Field(() => Int, { defaultValue: -1, description: 'Rows per page, in name order; -1 (default) answers every row' })
  limit: number = -1;
}

@ArgsType()
export class SetAttendanceArgs {
  @Field(() => AttendanceFamily, { description: 'Which grid the person belongs to' })
  family!: AttendanceFamily;
  @Field(() => String, { description: 'RES_ID of the person' })
  resId!: string;
  @Field(() => String, { description: 'Month of the grid, YYYY-MM' })
  month!: string;
  @Field(() => String, { description: 'The day, YYYY-MM-DD (inside the month)' })
  date!: string;
  @Field(() => String, { description: 'Status key (see attendanceStatuses)' })
  status!: string;
}

@ArgsType()
export class ImportAttendanceArgs {
  @Field(() => AttendanceFamily, { description: 'Which grid' })
  family!: AttendanceFamily;
  @Field(() => String, { description: 'Month the rows belong to, YYYY-MM' })
  month!: string;
  @Field(() => Upload, { description: 'CSV with the columns user_res_id, date, status' })
  file!: Promise<FileUpload>;
}

@InputType({ description: 'One cell of a bulk save' })
export class AttendanceEntryInput {
  @Field(() => String, { description: 'RES_ID of the person' })
  resId!: string;
  @Field(() => String, { description: 'The day, YYYY-MM-DD' })
  date!: string;
  @Field(() => String, { description: 'Status key' })
  status!: string;
}

@ArgsType()
export class SaveAttendancesArgs {
  @Field(() => AttendanceFamily, { description: 'Which grid' })
  family!: AttendanceFamily;
  @Field(() => String, { description: 'Month the rows belong to, YYYY-MM' })
  month!: string;
  @Field(() => [AttendanceEntryInput], { description: 'The cells to save (all or none)' })
  attendances!: AttendanceEntryInput[];
}

@ArgsType()
export class AttendanceFileArgs {
  @Field(() => AttendanceFamily, { description: 'Which grid' })
  family!: AttendanceFamily;
  @Field(() => String, { nullable: true, description: 'Month as YYYY-MM; default the current month' })
  month?: string | null;
  @Field(() => String, { nullable: true, description: 'Matches name, RES_ID or e-mail (export only)' })
  search?: string | null;
  @Field(() => Boolean, { defaultValue: true, description: 'Leave out people who resigned (export only; default true)' })
  excludeResigned: boolean = true;
}
