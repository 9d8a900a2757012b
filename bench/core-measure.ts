// The core bench's measuring half (core.bench.ts builds it with core, the way the production build
// compiles code, and runs it in a plain node process): prints one line per function, then its
// figures as JSON on the last line.
import { countryCodes, evaluateOffer, listCities, listDistricts, projectContract, type OfferInput } from '../core/src/index.ts';

const pick = <T>(options: readonly T[], i: number): T => options[i % options.length] as T;

function sampleInputs(): OfferInput[] {
  const inputs: OfferInput[] = [];
  let i = 0;
  for (const country of countryCodes) {
    for (const city of listCities(country)) {
      for (const district of [null, ...listDistricts(country, city)]) {
        i += 1;
        inputs.push({
          location: { country, city, district },
          household: {
            adults: ((i % 4) + 1) as 1 | 2 | 3 | 4,
            children: Array.from({ length: i % 4 }, (_, k) => ({
              age: pick(['nursery', 'kg', 'grade1-5', 'grade6-8', 'grade9-12'] as const, i + k),
              curriculum: pick(['british', 'american', 'ib', 'indian', 'arabic'] as const, k),
            })),
            domesticHelp: i % 3 === 0,
          },
          benefits: {
            housingAllowance: (i % 5) * 1_000,
            housing: pick(['allowance', 'allowance', 'provided', 'none'] as const, i),
            educationAllowance: (i % 2) * 2_000,
            healthcareType: pick(['none', 'basic', 'family', 'premium'] as const, i),
            carProvided: pick(['none', 'allowance', 'company'] as const, i),
            annualFlights: pick(['0', '1', '2', 'family'] as const, i + 1),
            employerPays: i % 5 === 0 ? { 'dependant-levy': true, 'housing-fee': true } : {},
          },
          financials: {
            grossSalary: 10_000 + (i % 20) * 2_500,
            // Half the offers state their basic pay; the rest use the country's typical share.
            basicSalary: i % 2 === 0 ? 6_000 + (i % 10) * 1_000 : null,
            contractYears: (i % 10) + 1,
            existingDebts: (i % 3) * 500,
            savingsGoal: (i % 4) * 1_000,
          },
        });
      }
    }
  }
  return inputs;
}

function measure(label: string, fn: (input: OfferInput) => unknown, inputs: OfferInput[], seconds: number): number {
  let sink = 0;
  for (let i = 0; i < 20_000; i++) sink += fn(inputs[i % inputs.length] as OfferInput) ? 1 : 0; // warm-up
  const start = performance.now();
  let count = 0;
  while (performance.now() - start < seconds * 1000) {
    for (let j = 0; j < 1_000; j++) sink += fn(inputs[(count + j) % inputs.length] as OfferInput) ? 1 : 0;
    count += 1_000;
  }
  const perSecond = count / ((performance.now() - start) / 1000);
  console.log(`${label.padEnd(40)} ${Math.round(perSecond).toLocaleString('en-US').padStart(12)} /s  (${sink > 0 ? 'ok' : 'no result'})`);
  return perSecond;
}

const inputs = sampleInputs();
console.log(`${inputs.length} distinct offers across every city and district, one core:`);
const evaluateOfferPerSecond = measure('evaluateOffer (estimate + verdict)', (input) => evaluateOffer(input).verdict, inputs, 3);
// The contract year by year: a 5-year projection is one evaluation plus four cheaper years.
const projectContractPerSecond = measure('projectContract (5 years)', (input) => projectContract(input, { years: 5 }).length, inputs, 3);
console.log(JSON.stringify({ evaluateOfferPerSecond, projectContractPerSecond, distinctInputs: inputs.length }));
