// The option codes the calculator's inputs use (spec sections 3 and 9), with their labels.

export const ageBands = ['nursery', 'kg', 'grade1-5', 'grade6-8', 'grade9-12'] as const;
export type AgeBand = (typeof ageBands)[number];
export const ageBandLabels: Readonly<Record<AgeBand, string>> = {
  nursery: 'Nursery (0-3)',
  kg: 'KG (4-5)',
  'grade1-5': 'Grade 1-5',
  'grade6-8': 'Grade 6-8',
  'grade9-12': 'Grade 9-12',
};

/** Curricula a parent can choose in the wizard. */
export const curricula = ['american', 'arabic', 'british', 'ib', 'indian'] as const;
export type Curriculum = (typeof curricula)[number];
export const curriculumLabels: Readonly<Record<Curriculum, string>> = {
  american: 'American',
  arabic: 'Arabic/MOE',
  british: 'British',
  ib: 'IB',
  indian: 'Indian (CBSE)',
};

export const healthcareTypes = ['none', 'basic', 'family', 'premium'] as const;
export type HealthcareType = (typeof healthcareTypes)[number];
export const healthcareLabels: Readonly<Record<HealthcareType, string>> = {
  none: 'No coverage (pay privately)',
  basic: 'Basic (employee only)',
  family: 'Full family',
  premium: 'Premium family',
};

export const carOptions = ['none', 'allowance', 'company'] as const;
export type CarOption = (typeof carOptions)[number];
export const carOptionLabels: Readonly<Record<CarOption, string>> = {
  none: 'No car',
  allowance: 'Monthly car allowance',
  company: 'Company car',
};

export const flightOptions = ['0', '1', '2', 'family'] as const;
export type FlightOption = (typeof flightOptions)[number];
export const flightLabels: Readonly<Record<FlightOption, string>> = {
  '0': 'None',
  '1': '1 ticket (employee)',
  '2': '2 tickets (employee + spouse)',
  family: 'Full family',
};

export const adultCounts = [1, 2, 3, 4] as const;
export type AdultCount = (typeof adultCounts)[number];
/** 4 means "4 or more" in the wizard. */
export const adultCountLabels: Readonly<Record<AdultCount, string>> = { 1: '1', 2: '2', 3: '3', 4: '4+' };

/** Household size at which costs are modelled: adults plus children. */
export function householdSize(adults: number, childCount: number): number {
  return adults + childCount;
}
