// Browser tests drive a real product and a Chromium per shard, two shards on a 2-core CI machine: a long flow (a
// candidate to an employee) takes ~20 s quiet and over 60 s when the machine is busy. 120 s each (unit tests keep 30 s).
jest.setTimeout(120000);
