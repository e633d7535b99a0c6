// For the countries whose addresses need one, their regions (ISO 3166-2 codes, as the platform's
// `subdivision` takes them: `US-NY`), and the name of a destination. Names are not kept here: countries are
// named in the shopper's language by Intl.DisplayNames, regions by their own names. The list of countries
// is the ship-to form's alone (countries.ts).

export interface Region {
  /** ISO 3166-2, e.g. `US-NY`. */
  code: string;
  name: string;
}

const regions = (country: string, list: string): Region[] =>
  list.split(';').map((entry) => {
    const [code, name] = entry.split('=') as [string, string];
    return { code: `${country}-${code}`, name };
  });

// Countries whose postal addresses name a state or province (as hosted checkouts ask for one).
const BY_COUNTRY: Record<string, () => Region[]> = {
  US: () =>
    regions(
      'US',
      'AL=Alabama;AK=Alaska;AZ=Arizona;AR=Arkansas;CA=California;CO=Colorado;CT=Connecticut;DE=Delaware;' +
        'DC=District of Columbia;FL=Florida;GA=Georgia;HI=Hawaii;ID=Idaho;IL=Illinois;IN=Indiana;IA=Iowa;' +
        'KS=Kansas;KY=Kentucky;LA=Louisiana;ME=Maine;MD=Maryland;MA=Massachusetts;MI=Michigan;MN=Minnesota;' +
        'MS=Mississippi;MO=Missouri;MT=Montana;NE=Nebraska;NV=Nevada;NH=New Hampshire;NJ=New Jersey;' +
        'NM=New Mexico;NY=New York;NC=North Carolina;ND=North Dakota;OH=Ohio;OK=Oklahoma;OR=Oregon;' +
        'PA=Pennsylvania;RI=Rhode Island;SC=South Carolina;SD=South Dakota;TN=Tennessee;TX=Texas;UT=Utah;' +
        'VT=Vermont;VA=Virginia;WA=Washington;WV=West Virginia;WI=Wisconsin;WY=Wyoming',
    ),
  CA: () =>
    regions(
      'CA',
      'AB=Alberta;BC=British Columbia;MB=Manitoba;NB=New Brunswick;NL=Newfoundland and Labrador;' +
        'NS=Nova Scotia;NT=Northwest Territories;NU=Nunavut;ON=Ontario;PE=Prince Edward Island;QC=Quebec;' +
        'SK=Saskatchewan;YT=Yukon',
    ),
  AU: () =>
    regions(
      'AU',
      'ACT=Australian Capital Territory;NSW=New South Wales;NT=Northern Territory;QLD=Queensland;' +
        'SA=South Australia;TAS=Tasmania;VIC=Victoria;WA=Western Australia',
    ),
};

/** The regions of `country` when its addresses need one, else undefined. */
export function regionsOf(country: string): Region[] | undefined {
  return BY_COUNTRY[country]?.();
}

/** The name of a region or, without one, of the country, in `locale`. */
export function placeName(locale: string, country: string, subdivision?: string): string {
  const region = subdivision ? regionsOf(country)?.find((r) => r.code === subdivision) : undefined;
  return region?.name ?? countryName(locale, country);
}

export function countryName(locale: string, country: string): string {
  try {
    return new Intl.DisplayNames([locale, 'en'], { type: 'region' }).of(country) ?? country;
  } catch {
    return country; // no DisplayNames (very old engines): the code
  }
}
