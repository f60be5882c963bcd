/** The holiday add form's fields and their widths: the form (./HolidayForm) and its stand-in (./HolidayPage) share them. */
export const HOLIDAY_FIELDS = [
  { label: 'Holiday name', width: 220 },
  { label: 'Multiple of pay', width: 120 },
  { label: 'Dates', width: 260 },
] as const;
