// Browser tests drive a real product on a 2-core CI machine: give each test 60 s (unit tests keep 30 s).
jest.setTimeout(60000);
