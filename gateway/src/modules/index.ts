/**
 * THE list of resolvers. Each domain appends its resolver classes here (one line each), nothing else.
 */
import type { NonEmptyArray } from 'type-graphql';
import { ActionPolicyResolver, ActionTakenResolver, EmployeeActionsResolver } from './actions/resolver';
import { AttendanceResolver } from './attendance/resolver';
import { AuthResolver } from './auth/resolver';
import { CapabilitiesResolver } from './capabilities/resolver';
import { FilesResolver } from './files/resolver';
import { EmployeeResolver } from './people/resolver';
import { OrganisationResolver } from './people/orgResolver';
import { DepartmentLookup, EmploymentRoleLookup, StatusLookup } from './people/lookups';
import { LeaveRequestResolver, LeaveTypeResolver } from './leave/resolver';
import { LeaveFilingResolver } from './leave/filingResolver';
import { AdjustTeamsResolver } from './people/adjustResolver';
import { ManagerShuffleResolver } from './shuffle/resolver';
import { HrInboxResolver } from './shuffle/inboxResolver';
import { AttritionResolver, AttritionTypeResolver } from './attrition/resolver';
import { PayResolver } from './pay/resolver';
import { SalariesExportResolver } from './pay/export';
import { HeadcountResolver } from './headcount/resolver';
import { HomeResolver } from './home/resolver';
import { GoalsResolver } from './goals/resolver';
import { KudosResolver } from './kudos/resolver';
import { MePermissionsResolver, PermissionsResolver } from './permissions/resolver';
import { TeamsResolver } from './teams/resolver';
import { HelpdeskLinkResolver } from './helpdesk/resolver';
import { DocumentResolver } from './documents/resolver';
import { AssetAssignmentResolver, AssetResolver } from './assets/resolver';
import { MailResolver } from './mail/resolver';
import { CandidateResolver, InterviewResolver, RecruitmentSettingsResolver } from './recruitment/resolver';

// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type -- type-graphql's buildSchema takes resolver classes as Function
export const resolvers: NonEmptyArray<Function> = [
  AuthResolver,
  CapabilitiesResolver,
  FilesResolver,
  EmployeeResolver,
  OrganisationResolver,
  DepartmentLookup, EmploymentRoleLookup, StatusLookup,
  AttendanceResolver,
  ActionPolicyResolver, ActionTakenResolver, EmployeeActionsResolver,
  LeaveTypeResolver,
  LeaveRequestResolver,
  LeaveFilingResolver,
  AdjustTeamsResolver,
  ManagerShuffleResolver, HrInboxResolver,
  AttritionTypeResolver, AttritionResolver,
  PayResolver, SalariesExportResolver,
  HeadcountResolver,
  HomeResolver,
  PermissionsResolver, MePermissionsResolver, GoalsResolver, KudosResolver, TeamsResolver,
  HelpdeskLinkResolver, DocumentResolver, AssetResolver, AssetAssignmentResolver,
  CandidateResolver, InterviewResolver, RecruitmentSettingsResolver,
  MailResolver,
];
