/**
 * GraphQL types of the full profile (SPEC §3 shared-area User). What colleagues see (name, picture, bio, links, work
 * info) is plain; personal fields are guarded with `@FieldAccess('personal')` and the payment account with
 * `@FieldAccess('pay')`, owned by `employeeId`, so every path that reaches a Profile reads the same rule.
 */
import { Field, ID, ObjectType, registerEnumType } from 'type-graphql';
import { FieldAccess, type OwnerOf } from '../../access/fieldAccess';
import { Paged } from '../../common/paging';

const owner: OwnerOf = (root) => root.employeeId;

@ObjectType({ description: "A person's links on social sites, each checked to be a link of its site" })
export class SocialLinks {
  @Field(() => String, { nullable: true, description: 'A facebook.com link' })
  facebook?: string | null;
  @Field(() => String, { nullable: true, description: 'A twitter.com or x.com link' })
  twitter?: string | null;
  @Field(() => String, { nullable: true, description: 'A linkedin.com link' })
  linkedin?: string | null;
  @Field(() => String, { nullable: true, description: 'A github.com link' })
  github?: string | null;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a mixin's base: any class
type ClassOf<T = object> = abstract new (...args: any[]) => T;

/**
 * The part of a profile colleagues see (bio, time zone, office, project, level, links, picture), added to `Base`:
 * the full profile and the public profile (publicTypes.ts) both carry it, declared once.
 */
export function withPublicPart<B extends ClassOf>(Base: B) {
  // Never a resolver's type itself, so type-graphql does not emit it (as org/types.ts Colleague).
  @ObjectType()
  abstract class PublicPart extends Base {
    @Field(() => String, { nullable: true, description: 'A few words about the person' })
    bio?: string | null;
    @Field(() => String, { nullable: true, description: 'IANA time zone, e.g. Africa/Cairo' })
    timezone?: string | null;
    @Field(() => String, { nullable: true, description: 'Office' })
    office?: string | null;
    @Field(() => String, { nullable: true, description: 'Project' })
    project?: string | null;
    @Field(() => String, { nullable: true, description: 'Level' })
    level?: string | null;
    @Field(() => SocialLinks, { description: 'Links on social sites' })
    socialLinks!: SocialLinks;
    @Field(() => String, { nullable: true, description: 'The square picture as a data: URL; null: show initials' })
    avatar?: string | null;
  }
  return PublicPart;
}

@ObjectType()
abstract class ProfileName {
  @Field(() => ID, { description: 'The employee' })
  employeeId!: string;
  @Field(() => String, { description: 'Full name (first and last name joined)' })
  name!: string;
  @Field(() => String, { nullable: true, description: 'First name' })
  firstName?: string | null;
  @Field(() => String, { nullable: true, description: 'Last name' })
  lastName?: string | null;
}

@ObjectType({ description: "A person's full profile: public to colleagues, personal fields to CEO, HR and the person only" })
export class Profile extends withPublicPart(ProfileName) {
  @FieldAccess('personal', owner)
  @Field(() => String, { nullable: true, description: 'Home address (personal: CEO, HR and the person only)' })
  address?: string | null;
  @FieldAccess('personal', owner)
  @Field(() => String, { nullable: true, description: 'Phone number (personal: CEO, HR and the person only)' })
  phone?: string | null;
  @FieldAccess('personal', owner)
  @Field(() => String, { nullable: true, description: 'Emergency contact name (personal: CEO, HR and the person only)' })
  emergencyContactName?: string | null;
  @FieldAccess('personal', owner)
  @Field(() => String, { nullable: true, description: 'Emergency number (personal: CEO, HR and the person only)' })
  emergencyContactNumber?: string | null;
  @FieldAccess('personal', owner)
  @Field(() => String, { nullable: true, description: 'National ID (personal: CEO, HR and the person only; changed through a change request)' })
  nationalId?: string | null;
  @FieldAccess('pay', owner)
  @Field(() => String, {
    nullable: true,
    description: 'Payment (Payoneer) account (pay: CEO, HR, admins and the person only; changed through a change request)',
  })
  paymentAccount?: string | null;
}

export enum ChangeField {
  PAYMENT_ACCOUNT = 'payment_account',
  NATIONAL_ID = 'national_id',
}
registerEnumType(ChangeField, {
  name: 'ProfileChangeField',
  description: 'What a change request changes',
  valuesConfig: { PAYMENT_ACCOUNT: { description: 'The payment (Payoneer) account' }, NATIONAL_ID: { description: 'The national ID' } },
});

export enum ChangeStatus {
  PENDING = 'pending',
  APPROVED = 'approved',
  REJECTED = 'rejected',
}
registerEnumType(ChangeStatus, {
  name: 'ProfileChangeStatus',
  description: 'State of a change request: pending until HR decides',
  valuesConfig: {
    PENDING: { description: 'Waiting for HR' },
    APPROVED: { description: 'Approved and applied' },
    REJECTED: { description: 'Rejected; nothing changed' },
  },
});

@ObjectType({ description: 'A change of payment account or national ID a person asked HR for' })
export class ProfileChangeRequest {
  @Field(() => ID, { description: 'Request id' })
  id!: string;
  @Field(() => ID, { description: 'Whose record it changes (who asked)' })
  employeeId!: string;
  @Field(() => String, { description: 'Their name' })
  employeeName!: string;
  @Field(() => ChangeField, { description: 'What it changes' })
  field!: ChangeField;
  @FieldAccess('personal', owner)
  @Field(() => String, { nullable: true, description: 'The value asked for (CEO, HR and the person only)' })
  newValue?: string | null;
  @Field(() => String, { nullable: true, description: 'Why' })
  reason?: string | null;
  @Field(() => ChangeStatus, { description: 'State' })
  status!: ChangeStatus;
  @Field(() => String, { nullable: true, description: "HR's comment" })
  hrComment?: string | null;
  @Field(() => ID, { nullable: true, description: 'Who decided' })
  reviewedById?: string | null;
  @Field(() => String, { nullable: true, description: 'Name of who decided' })
  reviewedByName?: string | null;
  @Field(() => String, { nullable: true, description: 'When it was decided (ISO date-time)' })
  reviewedAt?: string | null;
  @Field(() => String, { description: 'When it was asked (ISO date-time)' })
  createdAt!: string;
}

@ObjectType({ description: 'A page of change requests' })
export class ProfileChangeRequestPage extends Paged(ProfileChangeRequest) {}
