// The tips about the home: its share of the package, a cheaper district, how rent is paid in the UAE
// and Saudi Arabia, and space for a large family.
import { cityName, districtName } from '../places/index.ts';
import { message } from './messages.ts';
import { fixed, householdOf, tenancyRegistrationOf } from './tip-phrases.ts';
import { cheaperDistrict, rentsItsHome, type TipContext, type TipDefinition } from './tip-context.ts';

const housingShare = (ctx: TipContext) => Math.round(ctx.shareOfPackage(ctx.categoryAmount('Housing')));

// research/renting.md: rent is paid through Ejar, traditionally a year ahead (half a year is common);
// Riyadh's freeze of 25 September 2025 covers new leases too; no other city's yet.
const rentFreeze = {
  riyadh: message('tips.ksaEjarLease.rentFreeze.riyadh'),
  elsewhere: message('tips.ksaEjarLease.rentFreeze.elsewhere'),
};
const aCheaperDistrict = message('tips.cheaperDistrictNearby.aCheaperDistrict');

export const housingTips: readonly TipDefinition[] = [
  {
    id: 'housing-share-high',
    category: 'housing',
    priority: 'high',
    icon: 'home',
    applies: (ctx) => ctx.shareOfPackage(ctx.categoryAmount('Housing')) > 40,
    title: fixed('tips.housingShareHigh.title'),
    description: (ctx) => {
      const cheaper = cheaperDistrict(ctx);
      const { city } = ctx.input.location;
      return cheaper && city
        ? message('tips.housingShareHigh.description.cheaperDistrict', {
            share: housingShare(ctx),
            district: districtName(cheaper.name),
            city: cityName(city),
            saving: ctx.money(cheaper.saving),
          })
        : message('tips.housingShareHigh.description.compare', { share: housingShare(ctx) });
    },
  },
  {
    id: 'cheaper-district-nearby',
    category: 'housing',
    priority: 'medium',
    icon: 'home',
    applies: (ctx) => {
      const cheaper = cheaperDistrict(ctx);
      return (
        rentsItsHome(ctx) &&
        Boolean(ctx.input.location.district) &&
        cheaper !== undefined &&
        ctx.shareOfPackage(cheaper.saving) >= 5 &&
        ctx.shareOfPackage(ctx.categoryAmount('Housing')) <= 40
      );
    },
    title: fixed('tips.cheaperDistrictNearby.title'),
    description: (ctx) => {
      const cheaper = cheaperDistrict(ctx);
      return message('tips.cheaperDistrictNearby.description', {
        cheaper: cheaper ? districtName(cheaper.name) : aCheaperDistrict,
        district: districtName(ctx.input.location.district ?? ''),
        saving: ctx.money(cheaper?.saving ?? 0),
      });
    },
  },
  {
    id: 'uae-rent-cheques',
    category: 'housing',
    priority: 'medium',
    icon: 'home',
    applies: (ctx) => ctx.country === 'UAE' && rentsItsHome(ctx),
    title: fixed('tips.uaeRentCheques.title'),
    description: (ctx) =>
      message('tips.uaeRentCheques.description', {
        registration: tenancyRegistrationOf(ctx),
        quarter: ctx.money(ctx.monthlyRent * 3),
      }),
  },
  {
    id: 'ksa-ejar-lease',
    category: 'housing',
    priority: 'medium',
    icon: 'home',
    applies: (ctx) => ctx.country === 'KSA' && rentsItsHome(ctx),
    title: fixed('tips.ksaEjarLease.title'),
    description: (ctx) =>
      message('tips.ksaEjarLease.description', {
        freeze: ctx.input.location.city === 'Riyadh' ? rentFreeze.riyadh : rentFreeze.elsewhere,
      }),
  },
  {
    id: 'large-family-housing',
    category: 'housing',
    priority: 'medium',
    icon: 'users',
    applies: (ctx) => ctx.householdSize >= 5 && rentsItsHome(ctx),
    title: fixed('tips.largeFamilyHousing.title'),
    description: (ctx) =>
      message('tips.largeFamilyHousing.description', { household: householdOf(ctx.householdSize), rent: ctx.money(ctx.monthlyRent) }),
  },
];
