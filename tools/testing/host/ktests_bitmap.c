// SPDX-License-Identifier: GPL-2.0
/*
 * Host tests of the bitmaps, their text forms, and cpumasks.
 */

#include "ktests.h"

/* ---- bitmaps ---- */

#define MAXBITS	200
#define MAXWORDS BITS_TO_LONGS(MAXBITS)

/* Random contents, tail included: the tail must not matter. */
static void random_map(unsigned long *map, int density)
{
	unsigned int k;

	for (k = 0; k < MAXWORDS; k++) {
		unsigned long w = (unsigned long)rnd();

		if (density == 1)
			w &= (unsigned long)rnd() & (unsigned long)rnd();
		else if (density == 3)
			w |= (unsigned long)rnd() | (unsigned long)rnd();
		map[k] = w;
	}
}

static bool bit(const unsigned long *map, unsigned int n)
{
	return map[n / BITS_PER_LONG] >> (n % BITS_PER_LONG) & 1;
}

/* Whether @a and @b agree on bits 0..@nbits-1 and @a's tail is clear. */
static bool same_bits_clean_tail(const unsigned long *a,
				 const unsigned long *b, unsigned int nbits)
{
	unsigned int k;

	for (k = 0; k < nbits; k++)
		if (bit(a, k) != bit(b, k))
			return false;
	for (k = nbits; k < BITS_TO_LONGS(nbits) * BITS_PER_LONG; k++)
		if (bit(a, k))
			return false;
	return true;
}

void test_find_bit(void)
{
	unsigned long map[MAXWORDS];
	unsigned int nbits, off, k;
	int round;

	for (round = 0; round < 12; round++) {
		random_map(map, round % 4);
		if (round == 4)
			memset(map, 0, sizeof(map));
		if (round == 5)
			memset(map, 0xff, sizeof(map));
		for (nbits = 0; nbits <= MAXBITS; nbits += 1 + round) {
			unsigned int want_set = nbits, want_zero = nbits;

			for (k = nbits; k-- > 0; ) {
				if (bit(map, k))
					want_set = k;
				else
					want_zero = k;
			}
			CHECK_EQ(find_first_bit(map, nbits), want_set);
			CHECK_EQ(find_first_zero_bit(map, nbits), want_zero);

			for (off = 0; off <= nbits + 3; off++) {
				unsigned int s = nbits, z = nbits;

				for (k = nbits; k-- > off; ) {
					if (bit(map, k))
						s = k;
					else
						z = k;
				}
				CHECK_EQ(find_next_bit(map, nbits, off), s);
				CHECK_EQ(find_next_zero_bit(map, nbits, off), z);
			}
		}
	}
}

void test_bitmap_ops(void)
{
	unsigned long a[MAXWORDS], b[MAXWORDS], d[MAXWORDS], want[MAXWORDS];
	unsigned int nbits, k, shift;
	int round;

	for (round = 0; round < 40; round++) {
		nbits = round < 4 ? round * BITS_PER_LONG :
			(unsigned int)(rnd() % (MAXBITS + 1));
		random_map(a, round % 4);
		random_map(b, (round / 4) % 4);
		if (round % 5 == 0)
			memcpy(b, a, sizeof(a));

		/* The combining operators against a bit-by-bit reference. */
		{
			bool any_and = false, any_andnot = false;
			bool equal = true, inter = false, subset = true;
			unsigned int weight = 0;

			for (k = 0; k < nbits; k++) {
				any_and |= bit(a, k) && bit(b, k);
				any_andnot |= bit(a, k) && !bit(b, k);
				equal &= bit(a, k) == bit(b, k);
				inter |= bit(a, k) && bit(b, k);
				subset &= !bit(a, k) || bit(b, k);
				weight += bit(a, k);
			}
			CHECK_EQ(bitmap_and(d, a, b, nbits), any_and);
			for (k = 0; k < nbits; k++)
				CHECK_EQ(bit(d, k), bit(a, k) && bit(b, k));
			CHECK_EQ(bitmap_andnot(d, a, b, nbits), any_andnot);
			for (k = 0; k < nbits; k++)
				CHECK_EQ(bit(d, k), bit(a, k) && !bit(b, k));
			bitmap_or(d, a, b, nbits);
			for (k = 0; k < nbits; k++)
				CHECK_EQ(bit(d, k), bit(a, k) || bit(b, k));
			bitmap_xor(d, a, b, nbits);
			for (k = 0; k < nbits; k++)
				CHECK_EQ(bit(d, k), bit(a, k) != bit(b, k));
			CHECK_EQ(bitmap_equal(a, b, nbits), equal);
			CHECK_EQ(bitmap_intersects(a, b, nbits), inter);
			CHECK_EQ(bitmap_subset(a, b, nbits), subset);
			CHECK_EQ(bitmap_weight(a, nbits), weight);
			CHECK_EQ(bitmap_empty(a, nbits), weight == 0);
			CHECK_EQ(bitmap_full(a, nbits), weight == nbits);
		}

		bitmap_complement(d, a, nbits);
		for (k = 0; k < MAXBITS; k++)
			want[k / BITS_PER_LONG] = 0;
		for (k = 0; k < nbits; k++)
			if (!bit(a, k))
				want[k / BITS_PER_LONG] |= 1UL << (k % BITS_PER_LONG);
		CHECK(same_bits_clean_tail(d, want, nbits));

		/* Every shift distance, in place and not. */
		for (shift = 0; shift <= nbits + 2; shift++) {
			memset(want, 0, sizeof(want));
			for (k = 0; k + shift < nbits; k++)
				if (bit(a, k + shift))
					want[k / BITS_PER_LONG] |=
						1UL << (k % BITS_PER_LONG);
			memset(d, 0x5a, sizeof(d));
			bitmap_shift_right(d, a, shift, nbits);
			host_check(same_bits_clean_tail(d, want, nbits),
				   __FILE__, __LINE__,
				   "bitmap_shift_right by %u of %u bits",
				   shift, nbits);

			memset(want, 0, sizeof(want));
			for (k = shift; k < nbits; k++)
				if (bit(a, k - shift))
					want[k / BITS_PER_LONG] |=
						1UL << (k % BITS_PER_LONG);
			memcpy(d, a, sizeof(d));
			bitmap_shift_left(d, d, shift, nbits);
			host_check(same_bits_clean_tail(d, want, nbits),
				   __FILE__, __LINE__,
				   "bitmap_shift_left by %u of %u bits",
				   shift, nbits);
		}

		/* Runs set and cleared. */
		if (nbits) {
			unsigned int start = rnd() % nbits;
			unsigned int len = rnd() % (nbits - start + 1);

			memcpy(d, a, sizeof(d));
			memcpy(want, a, sizeof(want));
			bitmap_set(d, start, len);
			for (k = start; k < start + len; k++)
				want[k / BITS_PER_LONG] |= 1UL << (k % BITS_PER_LONG);
			CHECK(!memcmp(d, want, sizeof(d)));
			bitmap_clear(d, start, len);
			for (k = start; k < start + len; k++)
				want[k / BITS_PER_LONG] &=
					~(1UL << (k % BITS_PER_LONG));
			CHECK(!memcmp(d, want, sizeof(d)));
		}
	}

	/* zero, fill, copy; fill must leave the tail clear. */
	memset(d, 0xff, sizeof(d));
	bitmap_zero(d, 70);
	CHECK_EQ(d[0], 0);
	CHECK(bitmap_empty(d, 70));
	bitmap_fill(d, 70);
	CHECK(bitmap_full(d, 70));
	CHECK_EQ(bitmap_weight(d, BITS_TO_LONGS(70) * BITS_PER_LONG), 70);
	bitmap_copy(a, d, 70);
	CHECK(bitmap_equal(a, d, 70));

	/* Tail bits alone must not make maps unequal, non-empty or full. */
	memset(a, 0, sizeof(a));
	memset(b, 0, sizeof(b));
	a[0] = ~0UL << 5;
	CHECK(bitmap_empty(a, 5));
	CHECK(bitmap_equal(a, b, 5));
	CHECK(bitmap_subset(a, b, 5));
	CHECK(!bitmap_intersects(a, a, 5));
	CHECK_EQ(bitmap_weight(a, 5), 0);
	CHECK(!bitmap_and(d, a, a, 5));
	a[0] = 0x1f;
	CHECK(bitmap_full(a, 5));
	CHECK(!bitmap_full(a, 6));
}

void test_bitmap_print(void)
{
	unsigned long map[MAXWORDS], back[MAXWORDS];
	char buf[700];
	unsigned int nbits;
	int round, len;

	memset(map, 0, sizeof(map));
	map[0] = 0xf;
	CHECK_EQ(bitmap_scnprintf(buf, sizeof(buf), map, 64), 17);
	CHECK_STR(buf, "00000000,0000000f");
	bitmap_scnprintf(buf, sizeof(buf), map, 8);
	CHECK_STR(buf, "0f");
	bitmap_scnprintf(buf, sizeof(buf), map, 40);
	CHECK_STR(buf, "00,0000000f");
	bitmap_scnprintf(buf, sizeof(buf), map, 3);
	CHECK_STR(buf, "7");
	CHECK_EQ(bitmap_scnprintf(buf, sizeof(buf), map, 0), 0);
	CHECK_STR(buf, "");
	set_bit(63, map);
	set_bit(32, map);
	bitmap_scnprintf(buf, sizeof(buf), map, 72);
	CHECK_STR(buf, "00,80000001,0000000f");
	/* Cut short: what fits, terminated, and its length. */
	CHECK_EQ(bitmap_scnprintf(buf, 6, map, 72), 5);
	CHECK_STR(buf, "00,80");
	CHECK_EQ(bitmap_scnprintf(buf, 1, map, 72), 0);
	CHECK_STR(buf, "");

	memset(map, 0, sizeof(map));
	CHECK_EQ(bitmap_scnlistprintf(buf, sizeof(buf), map, 100), 0);
	CHECK_STR(buf, "");
	bitmap_set(map, 0, 4);
	bitmap_set(map, 5, 1);
	bitmap_set(map, 7, 2);
	bitmap_set(map, 60, 10);
	bitmap_set(map, 99, 1);
	CHECK_EQ(bitmap_scnlistprintf(buf, sizeof(buf), map, 100), 18);
	CHECK_STR(buf, "0-3,5,7-8,60-69,99");
	CHECK_EQ(bitmap_scnlistprintf(buf, 8, map, 100), 7);
	CHECK_STR(buf, "0-3,5,7");
	/* Only bits below nbits count: 99 is cut off, 60-69 shortened. */
	bitmap_scnlistprintf(buf, sizeof(buf), map, 65);
	CHECK_STR(buf, "0-3,5,7-8,60-64");

	/* Printing a list and parsing it back is the identity. */
	for (round = 0; round < 300; round++) {
		nbits = 1 + rnd() % MAXBITS;
		random_map(map, round % 4);
		if (round % 7 == 0)
			bitmap_fill(map, nbits);
		len = bitmap_scnlistprintf(buf, sizeof(buf), map, nbits);
		CHECK(len < (int)sizeof(buf) - 1);
		memset(back, 0xa5, sizeof(back));
		CHECK_EQ(bitmap_parselist(buf, back, nbits), 0);
		host_check(bitmap_equal(map, back, nbits) &&
			   !(back[BITS_TO_LONGS(nbits) - 1] &
			     ~BITMAP_LAST_WORD_MASK(nbits)),
			   __FILE__, __LINE__,
			   "parselist(\"%s\", %u) does not round-trip",
			   buf, nbits);
	}
}

void test_parselist(void)
{
	static const struct {
		const char *text;
		int err;
		unsigned long word0;
	} cases[] = {
		{ "", 0, 0 },
		{ "\n", 0, 0 },
		{ "0", 0, 0x1 },
		{ "0-3,5", 0, 0x2f },
		{ "0-3,5\n", 0, 0x2f },
		{ "5,0-3", 0, 0x2f },
		{ "2-2", 0, 0x4 },
		{ "0-3,1-2", 0, 0xf },
		{ "007", 0, 0x80 },
		{ "31", 0, 0x80000000UL },
		{ "32", -ERANGE, 0 },
		{ "0-32", -ERANGE, 0 },
		{ "99999999999999999999", -ERANGE, 0 },
		{ "3-1", -EINVAL, 0 },
		{ "a", -EINVAL, 0 },
		{ "1-", -EINVAL, 0 },
		{ "-1", -EINVAL, 0 },
		{ "1,", -EINVAL, 0 },
		{ ",1", -EINVAL, 0 },
		{ "1,,2", -EINVAL, 0 },
		{ " 1", -EINVAL, 0 },
		{ "1 ", -EINVAL, 0 },
		{ "1\n\n", -EINVAL, 0 },
		{ "1-2-3", -EINVAL, 0 },
		{ "0x1", -EINVAL, 0 },
		{ "+1", -EINVAL, 0 },
	};
	unsigned long map[2];
	unsigned int k;

	for (k = 0; k < ARRAY_SIZE(cases); k++) {
		int err;

		map[0] = 0x5a5a;
		map[1] = 0;
		err = bitmap_parselist(cases[k].text, map, 32);
		host_check(err == cases[k].err, __FILE__, __LINE__,
			   "bitmap_parselist(\"%s\") = %d, want %d",
			   cases[k].text, err, cases[k].err);
		/* Success replaces the map; failure leaves it alone. */
		if (!cases[k].err)
			CHECK_EQ(map[0], cases[k].word0);
		else
			CHECK_EQ(map[0], 0x5a5a);
	}
}

/* ---- cpumasks ---- */

void test_cpumask(void)
{
	cpumask_t a = CPU_MASK_NONE, b, c;
	char buf[64];
	int cpu, n;

	CHECK_EQ(NR_CPUS, 64);
	CHECK(cpus_empty(a));
	CHECK_EQ(cpus_weight(a), 0);
	CHECK_EQ(first_cpu(a), NR_CPUS);

	cpu_set(1, a);
	cpu_set(3, a);
	CHECK(cpu_isset(1, a));
	CHECK(!cpu_isset(2, a));
	CHECK_EQ(cpus_weight(a), 2);
	CHECK_EQ(first_cpu(a), 1);
	CHECK_EQ(next_cpu(1, a), 3);
	CHECK_EQ(next_cpu(3, a), NR_CPUS);
	CHECK_EQ(next_cpu(-1, a), 1);
	CHECK_EQ(cpu_test_and_set(3, a), 1);
	CHECK_EQ(cpu_test_and_set(4, a), 0);
	cpu_clear(4, a);
	CHECK(!cpu_isset(4, a));

	n = 0;
	for_each_cpu_mask(cpu, a)
		n = n * 10 + cpu;
	CHECK_EQ(n, 13);

	b = cpumask_of_cpu(3);
	CHECK_EQ(cpus_weight(b), 1);
	CHECK(cpu_isset(3, b));
	CHECK(cpus_subset(b, a));
	CHECK(!cpus_subset(a, b));
	CHECK(cpus_intersects(a, b));
	CHECK_EQ(first_cpu(cpumask_of_cpu(5)), 5);

	cpus_and(c, a, b);
	CHECK(cpus_equal(c, b));
	cpus_or(c, a, cpumask_of_cpu(6));
	CHECK_EQ(cpus_weight(c), 3);
	cpus_xor(c, c, a);
	CHECK(cpus_equal(c, cpumask_of_cpu(6)));
	cpus_andnot(c, a, b);
	CHECK(cpus_equal(c, cpumask_of_cpu(1)));
	cpus_complement(c, a);
	CHECK_EQ(cpus_weight(c), NR_CPUS - 2);
	CHECK(!cpus_intersects(c, a));
	cpumask_scnprintf(buf, sizeof(buf), c);
	CHECK_STR(buf, "ffffffff,fffffff5");

	c = CPU_MASK_ALL;
	CHECK(cpus_full(c));
	CHECK_EQ(cpus_weight(c), NR_CPUS);
	CHECK(cpu_isset(NR_CPUS - 1, c));
	cpumask_scnprintf(buf, sizeof(buf), c);
	CHECK_STR(buf, "ffffffff,ffffffff");
	cpus_clear(c);
	CHECK(cpus_empty(c));
	cpus_setall(c);
	CHECK(cpus_full(c));
	c = CPU_MASK_CPU0;
	CHECK(cpus_equal(c, cpumask_of_cpu(0)));
	CHECK(cpus_addr(c) == c.bits);

	cpus_shift_left(c, a, 2);
	cpumask_scnprintf(buf, sizeof(buf), c);
	CHECK_STR(buf, "00000000,00000028");
	/* Across the 32-bit word the kernel's longs end at. */
	cpus_shift_left(c, a, 32);
	CHECK(cpu_isset(33, c) && cpu_isset(35, c));
	CHECK_EQ(cpus_weight(c), 2);
	cpus_shift_left(c, a, 62);	/* bit 3 falls off the end */
	CHECK_EQ(first_cpu(c), 63);
	CHECK_EQ(cpus_weight(c), 1);
	cpus_shift_right(c, a, 1);
	CHECK_EQ(c.bits[0], 0x05);

	cpumask_scnprintf(buf, sizeof(buf), a);
	CHECK_STR(buf, "00000000,0000000a");
	cpulist_scnprintf(buf, sizeof(buf), a);
	CHECK_STR(buf, "1,3");
	CHECK_EQ(cpulist_parse("0-2,7", b), 0);
	CHECK_EQ(b.bits[0], 0x87);
	CHECK_EQ(cpulist_parse("64", b), -ERANGE);
	CHECK_EQ(b.bits[0], 0x87);

	/* The global maps and what is built on them. */
	cpus_clear(cpu_possible_map);
	cpus_clear(cpu_present_map);
	cpus_clear(cpu_online_map);
	for (cpu = 0; cpu < 4; cpu++) {
		cpu_set(cpu, cpu_possible_map);
		cpu_set(cpu, cpu_present_map);
	}
	cpu_set(0, cpu_online_map);
	cpu_set(2, cpu_online_map);
	CHECK_EQ(num_possible_cpus(), 4);
	CHECK_EQ(num_present_cpus(), 4);
	CHECK_EQ(num_online_cpus(), 2);
	CHECK(cpu_online(2));
	CHECK(!cpu_online(1));
	CHECK(cpu_possible(3));
	CHECK(!cpu_possible(4));
	CHECK(cpu_present(1));
	CHECK_EQ(any_online_cpu(a), NR_CPUS);
	CHECK_EQ(any_online_cpu(cpumask_of_cpu(2)), 2);
	CHECK_EQ(any_online_cpu(CPU_MASK_ALL), 0);

	n = 0;
	for_each_online_cpu(cpu)
		n = n * 10 + cpu + 1;
	CHECK_EQ(n, 13);
	n = 0;
	for_each_possible_cpu(cpu)
		n++;
	CHECK_EQ(n, 4);
	n = 0;
	for_each_cpu(cpu)
		n++;
	CHECK_EQ(n, 4);
	n = 0;
	for_each_present_cpu(cpu)
		n++;
	CHECK_EQ(n, 4);
}
