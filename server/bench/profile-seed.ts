// 100,000 assistants with profile posts, written by two INSERT ... SELECT
// over generate_series: seconds instead of the minutes 100,000 round trips
// would take. Names, places, skills and premium vary with the row number so
// the filters have realistic selectivity (a name or city matches a few
// percent, a skill about a fifth; one in ten is Verified). The post columns
// mirror profilePostSnapshot (features/profiles/profile-post-snapshot.ts).
import { SKILLS } from '@marketplace/shared-api/constants';
import type { BenchDatabase } from './bench-database';

const FIRST_NAMES = ['Maria', 'Jose', 'Angelica', 'Mark', 'Kristine', 'Paolo', 'Camille', 'Rafael', 'Bea', 'Miguel', 'Joy', 'Carlo', 'Liza', 'Ramon', 'Grace', 'Dennis', 'Aileen', 'Noel', 'Rhea', 'Jun'];
const LAST_NAMES = ['Santos', 'Reyes', 'Cruz', 'Bautista', 'Garcia', 'Mendoza', 'Torres', 'Ramos', 'Aquino', 'Navarro', 'Villanueva', 'Fernandez', 'Castillo', 'Rivera', 'Flores', 'Gonzales', 'Lopez', 'Morales', 'Dela Cruz', 'Domingo', 'Salazar', 'Pascual', 'Aguilar', 'Valdez', 'Robles'];
const LOCATIONS = ['Manila, Philippines', 'Cebu City, Philippines', 'Davao City, Philippines', 'Quezon City, Philippines', 'Iloilo City, Philippines', 'Baguio, Philippines', 'Cagayan de Oro, Philippines', 'Bacolod, Philippines', 'Zamboanga City, Philippines', 'Taguig, Philippines', 'Pasig, Philippines', 'Makati, Philippines', 'Remote', 'Tacloban, Philippines', 'General Santos, Philippines', 'Dumaguete, Philippines', 'Naga, Philippines', 'Legazpi, Philippines', 'Angeles, Philippines', 'Batangas, Philippines', 'Lipa, Philippines', 'Puerto Princesa, Philippines', 'Tagbilaran, Philippines', 'Cotabato City, Philippines', 'Butuan, Philippines'];

/**
 * A deterministic pseudo-random choice in [0, size) per row and column:
 * hashing decorrelates the columns, so every combination of filters occurs.
 */
const pick = (column: string, size: number) => `(abs(hashtext('${column}' || i)::bigint) % ${size})`;

const textArray = (values: readonly string[]) => `array[${values.map((value) => `'${value.replace(/'/g, "''")}'`).join(', ')}]::text[]`;

export async function seedBenchAssistants(db: BenchDatabase, count: number): Promise<void> {
  const skills = textArray(SKILLS);
  const skillCount = SKILLS.length;
  await db.query(
    `insert into users (username, email, password_hash, first_name, last_name, role, premium, location, skills,
                        experience, availability, salary_rate, referral_code, response_time, created_at, updated_at)
     select 'bench_' || i, 'bench_' || i || '@bench.local', 'not-a-hash',
            (${textArray(FIRST_NAMES)})[1 + ${pick('first', FIRST_NAMES.length)}],
            (${textArray(LAST_NAMES)})[1 + ${pick('last', LAST_NAMES.length)}],
            'Assistant',
            case when ${pick('premium', 10)} = 0 then 'Verified' else 'Not Verified' end,
            (${textArray(LOCATIONS)})[1 + ${pick('location', LOCATIONS.length)}],
            -- two different skills per assistant
            array[(${skills})[1 + ${pick('skill', skillCount)}],
                  (${skills})[1 + (${pick('skill', skillCount)} + 1 + ${pick('second', skillCount - 1)}) % ${skillCount}]],
            '1-3 years', 'Part-time', 125000, 'BENCH' || i, 'Within 24 hours',
            now() - make_interval(secs => i * 37), now() - make_interval(secs => i * 37)
     from generate_series(1, $1::int) as series(i)`,
    [count],
  );
  await db.query(
    `insert into profile_posts (user_id, title, description, username, first_name, last_name, avatar, skills, skills_lower,
                                location, role, salary_rate, experience, availability, image, premium, response_time,
                                created_at, updated_at)
     select id, first_name || ' ' || last_name || '''s Profile', 'Benchmark assistant', username, first_name, last_name,
            avatar, skills, lower(skills::text)::text[], location, role, salary_rate, experience, availability, avatar,
            premium, response_time, created_at, updated_at
     from users where role = 'Assistant' and username like 'bench\\_%'`,
  );
  // Fresh statistics, as autovacuum would have gathered on a live database.
  await db.query('analyze users');
  await db.query('analyze profile_posts');
}
