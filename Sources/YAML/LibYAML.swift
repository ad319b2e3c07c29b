import CYaml
